import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type ImportRun = {
  id: string;
  dataset: string;
  version: string;
  status: string;
  fileSha256: string | null;
  rowsRead: number;
  rowsAdded: number;
  rowsUpdated: number;
  rowsRemoved: number;
  rowsRejected: number;
  message: string | null;
  source: string;
  startedAt: string;
  finishedAt: string | null;
};

export type ReferenceDatasetStatus = {
  id: string;
  title: string;
  version: string;
  licence: string;
  licenceClass: string;
  attribution: string;
  isNonCommercial: boolean;
  isEnabled: boolean;
  files: string[];
  lastRun: ImportRun | null;
};

export type ImportJobStatus = {
  id: string;
  datasets: string[];
  status: 'running' | 'succeeded' | 'failed';
  current: { dataset: string; phase: string } | null;
  progress: number;
  results: { dataset: string; status: string; message: string | null }[];
  skipped: { dataset: string; reason: string }[];
  library: { total: number; added: number; updated: number; removed: number } | null;
  startedAt: string;
  finishedAt: string | null;
};

export type ReferenceDataStatus = { datasets: ReferenceDatasetStatus[]; job: ImportJobStatus | null };

export const getReferenceData = (signal?: AbortSignal) => api.get<ReferenceDataStatus>('/api/admin/reference-data', signal);

export const getReferenceDataQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'reference-data'], queryFn: ({ signal }) => getReferenceData(signal), staleTime: 0 });

/** The datasets and the current job; polled every second while a job runs. */
export const useReferenceData = () =>
  useQuery({ ...getReferenceDataQueryOptions(), refetchInterval: (query) => (query.state.data?.job?.status === 'running' ? 1000 : false) });
