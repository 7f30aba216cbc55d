import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

const api = client.compliance.clp['sds-templates'];
export type SdsTemplate = InferResponseType<(typeof api)[':productForm']['$get'], 200>['templates'][number];
export type SdsTemplateForm = 'concentrate' | 'essentialOilBlend';

const templatesKey = (productForm: SdsTemplateForm) => ['clp', 'sds-templates', productForm] as const;

/** GET /api/compliance/clp/sds-templates/:productForm: every template subsection, the workspace's text or the default. */
export const useSdsTemplates = (productForm: SdsTemplateForm) =>
  useQuery({
    queryKey: templatesKey(productForm),
    queryFn: async ({ signal }) =>
      (await readJson(await api[':productForm'].$get({ param: { productForm } }, { init: { signal } }))).templates,
  });

/** PUT …/:productForm/:subsection: the text, and whether the user marks it reviewed (regulatory role). */
export function useSaveSdsTemplate(productForm: SdsTemplateForm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { subsection: string; lines: string[]; reviewed: boolean }) =>
      (
        await readJson(
          await api[':productForm'][':subsection'].$put({
            param: { productForm, subsection: input.subsection },
            json: { lines: input.lines, reviewed: input.reviewed },
          }),
        )
      ).template,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey(productForm) }),
  });
}
