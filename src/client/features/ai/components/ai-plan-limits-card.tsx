import { Button, Card, Group, Loader, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_PLAN_COST_LIMIT } from '../../../../domain/ai/ai-plan-limits.ts';
import { formatMoney } from '../../../../domain/shared/format-numbers.ts';
import { planLimitsQueryOptions, useSavePlanLimit, type PlanCostLimits } from '../api/ai-api.ts';
import { AiErrorNotice } from './ai-notice.tsx';

type PlanRow = PlanCostLimits['items'][number];

/** One plan's row: its limit (empty: the default), saved on Save; Use default gives the plan back to the default. */
function PlanLimitRow({ plan, defaultLimit }: { plan: PlanRow; defaultLimit: number }) {
  const save = useSavePlanLimit();
  const [draft, setDraft] = useState<number | string>(plan.limitPerMonth ?? '');
  const value = typeof draft === 'number' ? draft : draft.trim() === '' ? null : Number(draft);
  const valid = value === null || (Number.isFinite(value) && value >= 0 && value <= MAX_PLAN_COST_LIMIT);
  const changed = value !== plan.limitPerMonth;
  return (
    <Table.Tr>
      <Table.Th scope="row">{plan.label}</Table.Th>
      <Table.Td>
        <NumberInput
          aria-label={`Monthly limit for the ${plan.label} plan (dollars)`}
          placeholder={`Default, ${formatMoney(defaultLimit, 'USD')}`}
          min={0}
          max={MAX_PLAN_COST_LIMIT}
          decimalScale={2}
          prefix="$"
          value={draft}
          onChange={setDraft}
          error={valid ? undefined : `Between $0 and ${formatMoney(MAX_PLAN_COST_LIMIT, 'USD', 0)}`}
          w={180}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {formatMoney(plan.effectiveLimit, 'USD')}
          {plan.limitPerMonth === null && (
            <Text span size="xs" c="dimmed">
              {' '}
              (default)
            </Text>
          )}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            disabled={!changed || !valid}
            loading={save.isPending}
            onClick={() => save.mutate({ tier: plan.tier, limitPerMonth: value })}
          >
            Save
          </Button>
          {plan.limitPerMonth !== null && (
            <Button
              size="xs"
              variant="subtle"
              disabled={save.isPending}
              onClick={() => {
                setDraft('');
                save.mutate({ tier: plan.tier, limitPerMonth: null });
              }}
            >
              Use default
            </Button>
          )}
        </Group>
        {save.isError && <AiErrorNotice error={save.error} />}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Admin: what one user on each plan may spend per month on the instance's own AI keys (a user's own key is not bound
 * by it, and a user's own limit can only lower it). A plan without a figure has AI_INSTANCE_COST_LIMIT_PER_MONTH.
 */
export function AiPlanLimitsCard() {
  const limits = useQuery(planLimitsQueryOptions());
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="AI limits per plan">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            AI limits per plan
          </Title>
          <Text size="sm" c="dimmed">
            US dollars one user on each plan may spend per month on this instance's own AI keys; calls stop once it is
            reached. A user's own limit in Settings can only lower it, and a user's own key is not bound by it. Leave a
            plan empty for the instance default.
          </Text>
        </div>
        {limits.isPending && <Loader size="sm" />}
        {limits.isError && <AiErrorNotice error={limits.error} />}
        {limits.data && (
          <Table fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Limit per month</Table.Th>
                <Table.Th>Applies</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {limits.data.items.map((plan) => (
                <PlanLimitRow
                  key={`${plan.tier}:${plan.limitPerMonth ?? 'default'}`}
                  plan={plan}
                  defaultLimit={limits.data.defaultLimit}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
