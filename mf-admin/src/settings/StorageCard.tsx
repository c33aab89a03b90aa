import type { AdminStats } from '@ssc/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ssc/web-core';
import { formatBytes } from './formatBytes';

export function StorageCard({ stats }: { stats: AdminStats }) {
  const collections = [...stats.storage.collections].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Card className="storage-card">
      <CardHeader>
        <CardTitle>Storage</CardTitle>
        <CardDescription>
          <strong>{formatBytes(stats.storage.totalBytes)}</strong> used by the catalog database.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="table-wrap">
          <table className="table" aria-label="Collections">
            <thead>
              <tr>
                <th scope="col">Collection</th>
                <th scope="col" className="num">
                  Documents
                </th>
                <th scope="col" className="num">
                  Size
                </th>
              </tr>
            </thead>
            <tbody>
              {collections.map((c) => (
                <tr key={c.name}>
                  <td>
                    <code>{c.name}</code>
                  </td>
                  <td className="num">{c.documents.toLocaleString('en-IN')}</td>
                  <td className="num">{formatBytes(c.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
