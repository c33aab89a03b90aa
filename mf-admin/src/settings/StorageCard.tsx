import type { AdminStats } from '@ssc/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { adminCatalog } from '../i18n/adminCatalog';
import { formatBytes } from './formatBytes';

export function StorageCard({ stats }: { stats: AdminStats }) {
  const { _, formatNumber } = useMessages(adminCatalog);
  const collections = [...stats.storage.collections].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Card className="storage-card">
      <CardHeader>
        <CardTitle>{_('admin.storage.title')}</CardTitle>
        <CardDescription>
          <strong>{formatBytes(stats.storage.totalBytes)}</strong> {_('admin.storage.used')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="table-wrap">
          <table className="table" aria-label={_('admin.storage.collections')}>
            <thead>
              <tr>
                <th scope="col">{_('admin.storage.collection')}</th>
                <th scope="col" className="num">
                  {_('admin.storage.documents')}
                </th>
                <th scope="col" className="num">
                  {_('admin.storage.size')}
                </th>
              </tr>
            </thead>
            <tbody>
              {collections.map((c) => (
                <tr key={c.name}>
                  <td>
                    <code>{c.name}</code>
                  </td>
                  <td className="num">{formatNumber(c.documents)}</td>
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
