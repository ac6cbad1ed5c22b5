import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePostgres } from '../../lib/backend/db/migrate-postgres';
import { databaseUrl, startPostgresServer, templateDatabase } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster's superuser connection, on its `postgres` database. */
    postgresAdminUrl: string;
  }
}

/**
 * globalSetup of the vitest project "postgres": one PostgreSQL cluster for the whole run, with a
 * template database already migrated, so that a test file gets its own fresh database in one
 * CREATE DATABASE instead of six migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgresServer();
  try {
    const admin = new pg.Client(server.adminUrl);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateDatabase}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: databaseUrl(server.adminUrl, templateDatabase), max: 1 });
    await migratePostgres(pool, path.resolve('lib/backend/db/migrations'));
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
    await pool.end();
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgresAdminUrl', server.adminUrl);
  return server.stop;
}
