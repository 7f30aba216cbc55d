import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MaterialDetail } from '../api/get-material.ts';
import { SAME_STRUCTURE_SOURCE } from '../../../../domain/reference-data/share-cas-by-structure.ts';
import { STANDARD_NAME_SOURCE } from '../../../../domain/reference-data/share-cas-by-standard-name.ts';

function Field({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Table.Tr>
      <Table.Th w={180} fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}

/** Why a material holds CAS numbers no dataset gives its own record (share-cas-by-structure.ts, share-cas-by-standard-name.ts). */
const DERIVED_CAS_NOTES: Record<string, string> = {
  [SAME_STRUCTURE_SOURCE]: 'Some are the numbers other records of the same structure (one PubChem CID) give.',
  [STANDARD_NAME_SOURCE]:
    'Some are the numbers of the IFRA Standard of this name: its scope takes every CAS used for the ingredient.',
};

function derivedCasNotes(sources: readonly string[] | undefined): string[] {
  return (sources ?? []).flatMap((source) => (DERIVED_CAS_NOTES[source] ? [DERIVED_CAS_NOTES[source]] : []));
}

/** A material's identifiers: abbreviations, trade names, CAS numbers, IUPAC and INCI names, formula, synonyms. */
export function MaterialIdentifiers({
  material,
  tradeNames,
  abbreviations,
}: {
  material: MaterialDetail['material'];
  tradeNames: MaterialDetail['tradeNames'];
  abbreviations: MaterialDetail['abbreviations'];
}) {
  return (
    <Table variant="vertical" withRowBorders={false} fz="sm">
      <Table.Tbody>
        <Field
          label="Abbreviations"
          value={
            abbreviations.length === 0
              ? null
              : abbreviations.map((abbreviation) => (
                  <Text span key={abbreviation.name} title={`Source: ${abbreviation.source}`} mr={8}>
                    {abbreviation.name}
                  </Text>
                ))
          }
        />
        <Field
          label="Trade names"
          value={tradeNames
            .map((tradeName) => (tradeName.owner ? `${tradeName.name} (${tradeName.owner})` : tradeName.name))
            .join(' · ')}
        />
        <Field
          label="CAS number"
          value={
            material.cas ? (
              <Text ff="monospace" span>
                {material.cas}
                {material.casValid ? '' : ' (check digit invalid)'}
              </Text>
            ) : null
          }
        />
        <Field
          label="Other CAS numbers"
          value={
            material.otherCas.length > 0 ? (
              <>
                {material.otherCas.join(', ')}
                {derivedCasNotes(material.fieldSources.otherCas).map((note) => (
                  <Text key={note} size="xs" c="dimmed">
                    {note}
                  </Text>
                ))}
              </>
            ) : null
          }
        />
        <Field label="PubChem CID" value={material.cid} />
        <Field label="IUPAC name" value={material.iupacName} />
        <Field label="INCI name" value={material.inciName} />
        <Field label="Formula" value={material.formula} />
        <Field label="Molecular weight" value={material.molecularWeight ? `${material.molecularWeight} g/mol` : null} />
        <Field
          label="SMILES"
          value={
            material.smiles ? (
              <Text ff="monospace" size="xs" span style={{ wordBreak: 'break-all' }}>
                {material.smiles}
              </Text>
            ) : null
          }
        />
        <Field
          label="Synonyms"
          value={
            material.synonyms.slice(0, 24).join(' · ') +
            (material.synonyms.length > 24 ? ` … and ${material.synonyms.length - 24} more` : '')
          }
        />
      </Table.Tbody>
    </Table>
  );
}
