import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { Formula } from '../../../features/formulas/api/get-formula.ts';
import { FormulaLibrary } from '../../../features/formulas/components/formula-library.tsx';
import { FormulaDocumentsPanel } from '../../../features/regulatory/components/formula-documents-panel.tsx';

/** /formula-lab and /formula-lab/browser: the library; a formula's menu opens its certificates. */
export function FormulaLabScreen() {
  const [documentsOf, setDocumentsOf] = useState<Formula | null>(null);
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <FormulaLibrary onOpenDocuments={setDocumentsOf} />
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
    </>
  );
}
