import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { FormulaSummary } from '../../../features/formulas/api/get-formulas.ts';
import { FormulaLibrary } from '../../../features/formulas/components/formula-library.tsx';
import { FormulaDocumentsPanel } from '../../../features/regulatory/components/formula-documents-panel.tsx';
import { FormulaAccessPanel } from '../../../features/workspaces/components/formula-access-panel.tsx';

/** /formula-lab and /formula-lab/browser: the library; a formula's menu opens its certificates and who can open it. */
export function FormulaLabScreen() {
  const [documentsOf, setDocumentsOf] = useState<FormulaSummary | null>(null);
  const [accessOf, setAccessOf] = useState<FormulaSummary | null>(null);
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <FormulaLibrary onOpenDocuments={setDocumentsOf} onOpenAccess={setAccessOf} />
      <Modal
        opened={documentsOf !== null}
        onClose={() => setDocumentsOf(null)}
        title={documentsOf?.name}
        size="lg"
        fullScreen={isPhone}
      >
        {documentsOf && (
          <FormulaDocumentsPanel key={documentsOf.id} formulaId={documentsOf.id} product={documentsOf.product} />
        )}
      </Modal>
      <Modal
        opened={accessOf !== null}
        onClose={() => setAccessOf(null)}
        title={accessOf ? `Who can open ${accessOf.name}` : undefined}
        fullScreen={isPhone}
      >
        {accessOf && <FormulaAccessPanel key={accessOf.id} formulaId={accessOf.id} onDone={() => setAccessOf(null)} />}
      </Modal>
    </>
  );
}
