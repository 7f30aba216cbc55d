import { Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { splitAssistantText } from '../split-assistant-text.ts';

const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'normal' } as const;

/** An assistant's answer: prose as paragraphs, structured results as tables and label–value lists that wrap in the drawer. */
export function AssistantText({ text }: { text: string }) {
  const segments = useMemo(() => splitAssistantText(text), [text]);
  return (
    <Stack gap={6} data-testid="assistant-text">
      {segments.map((segment, index) => {
        if (segment.kind === 'text')
          return (
            <Text key={index} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {segment.text}
            </Text>
          );
        if (segment.kind === 'facts')
          return (
            <Table key={index} fz="sm" verticalSpacing={2} horizontalSpacing={6} layout="fixed" withRowBorders={false}>
              <Table.Tbody>
                {segment.facts.map((fact) => (
                  <Table.Tr key={fact.label}>
                    <Table.Th w="40%" style={WRAP}>
                      {fact.label}
                    </Table.Th>
                    <Table.Td style={WRAP}>{fact.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          );
        return (
          <Table key={index} fz="xs" striped verticalSpacing={2} horizontalSpacing={4} layout="fixed" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {segment.columns.map((column) => (
                  <Table.Th key={column} style={WRAP}>
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {segment.rows.map((row, rowIndex) => (
                <Table.Tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <Table.Td key={cellIndex} style={WRAP}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        );
      })}
    </Stack>
  );
}
