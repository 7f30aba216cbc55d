import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { createElement, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { PlanRefusal } from '../../../components/plan-refusal.tsx';
import { ApiError } from '../../../lib/api.ts';
import { hrefs, ROUTES } from '../../../config/paths.ts';
import { downloadFormula, useImportFormulaFile, type ImportResult } from '../api/formula-files.ts';
import type { Formula } from '../api/get-formula.ts';
import { useDeleteFormula, useDuplicateFormula } from '../api/save-formula.ts';
import { describeFormulaLoadError } from '../formula-messages.ts';

/** Open, duplicate, export, import and delete, with their messages; shared by the library and the palette. */
export function useFormulaActions(openHref: (id: string) => string = (id) => hrefs.formulaLabEditor(id)) {
  const navigate = useNavigate();
  const [importResult, setImportResult] = useState<ImportResult | null>(null);
  const { mutateAsync: duplicateFormula } = useDuplicateFormula();
  const { mutateAsync: deleteFormula } = useDeleteFormula();
  const { mutateAsync: importFormulaFile } = useImportFormulaFile();
  const fail = (error: unknown) => notifications.show({ color: 'red', message: describeFormulaLoadError(error) });

  const open = useCallback((formula: Pick<Formula, 'id'>) => void navigate(openHref(formula.id)), [navigate, openHref]);
  const create = useCallback(() => void navigate(ROUTES.formulaEditor.path), [navigate]);
  const duplicate = useCallback(
    async (formula: Pick<Formula, 'id'>) => {
      try {
        const copy = await duplicateFormula(formula.id);
        notifications.show({ color: 'teal', message: `Duplicated as “${copy.name}”` });
      } catch (error) {
        fail(error);
      }
    },
    [duplicateFormula],
  );
  const exportAs = useCallback(async (formula: Pick<Formula, 'id' | 'name'>, format: 'json' | 'csv') => {
    try {
      await downloadFormula(formula, format);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        // A plan without export: the server's sentence, and the way to the plans.
        notifications.show({
          color: 'yellow',
          title: 'Export is not part of your plan',
          message: createElement(PlanRefusal, { message: error.message }),
          autoClose: 10_000,
        });
        return;
      }
      fail(error);
    }
  }, []);
  const remove = useCallback(
    (formula: Pick<Formula, 'id' | 'name'>) => {
      modals.openConfirmModal({
        title: 'Delete formula',
        children: `Delete “${formula.name}” and all its versions? This cannot be undone.`,
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => {
          deleteFormula(formula.id).then(() => notifications.show({ message: `Deleted “${formula.name}”` }), fail);
        },
      });
    },
    [deleteFormula],
  );
  const importFile = useCallback(
    async (file: File | null) => {
      if (!file) return;
      try {
        setImportResult(await importFormulaFile(file));
      } catch (error) {
        fail(error);
      }
    },
    [importFormulaFile],
  );
  return {
    open,
    create,
    duplicate,
    exportAs,
    remove,
    importFile,
    importResult,
    clearImportResult: () => setImportResult(null),
  };
}
