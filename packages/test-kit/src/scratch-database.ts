import { connectMongo } from '@ssc/service-kit';
import type { Connection } from 'mongoose';
import { testInfra } from './test-infra';
import { uniqueName } from './unique-name';

/** Scratch databases on the int project's server, each dropped by `dropAll` (afterAll). */
export function scratchDatabases(prefix: string) {
  const connections: Connection[] = [];
  return {
    async open(): Promise<Connection> {
      const connection = await connectMongo(testInfra().mongoUrl, uniqueName(prefix));
      connections.push(connection);
      return connection;
    },
    async dropAll(): Promise<void> {
      for (const connection of connections.splice(0)) {
        await connection.dropDatabase();
        await connection.close();
      }
    },
  };
}
