import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { client, readJson, type InferRequestType, type InferResponseType } from '../../../lib/api-client.ts';
import { getShoppingListQueryOptions } from './get-shopping-list.ts';

const rates = client.admin['exchange-rates'];
export type ExchangeRateRow = InferResponseType<typeof rates.$get, 200>['rates'][number];
export type ExchangeRateInput = InferRequestType<typeof rates.$post>['json'];

export const getExchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'exchange-rates'],
    queryFn: async ({ signal }) => readJson(await rates.$get(undefined, { init: { signal } })),
  });

export const useExchangeRates = () => useQuery(getExchangeRatesQueryOptions());

function useRateMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getExchangeRatesQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: getShoppingListQueryOptions().queryKey });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: failure,
        message: error instanceof ApiError ? error.message : failure,
      }),
  });
}

export const useSetExchangeRate = () =>
  useRateMutation(
    async (input: ExchangeRateInput) => readJson(await rates.$post({ json: input })),
    'Failed to save the rate',
  );

export const useDeleteExchangeRate = () =>
  useRateMutation(
    async (id: string) => readJson(await rates[':id'].$delete({ param: { id } })),
    'Failed to delete the rate',
  );
