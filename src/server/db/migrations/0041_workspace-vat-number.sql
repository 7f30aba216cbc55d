-- hand-written
-- The VAT number UFIs are made from becomes the workspace's (Settings → Company, beside the issuer): each workspace
-- without one takes its creator's (a personal workspace its own user's). The users' settings keep their copy.
UPDATE "workspaces" AS w SET "company_details" = coalesce(w."company_details", jsonb_build_object(
  'certificateCompany', '', 'certificateCompanyAddress', '', 'certificateSignatory', '', 'certificateSignatoryRole', ''
)) || jsonb_build_object('companyVatNumber', upper(btrim(s."preferences"->>'companyVatNumber')))
FROM "user_settings" AS s
WHERE s."user_id" = w."created_by"
  AND coalesce(btrim(s."preferences"->>'companyVatNumber'), '') <> ''
  AND coalesce(btrim(w."company_details"->>'companyVatNumber'), '') = '';
