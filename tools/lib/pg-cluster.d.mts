// Types of pg-cluster.mjs for the TypeScript callers (the API's order benchmark).
import type { SpawnSyncReturns } from 'node:child_process';

export function findPgBin(env?: NodeJS.ProcessEnv): string | null;
export function runPg(binary: string, args: string[], options?: { allowFail?: boolean }): SpawnSyncReturns<string>;
export function runPgAsync(binary: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }>;
export function removeAbandonedClusters(bin: string, tmp?: string): void;
export function startPgCluster(options?: { database?: string; port?: number; bin?: string }):
  Promise<{
    url: string; port: number; dir: string; version: string; stop: () => void;
    stopServer: (mode?: 'smart' | 'fast' | 'immediate') => Promise<void>; startServer: () => Promise<void>;
  }>;
