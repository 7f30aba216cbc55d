CREATE TABLE "formula_search_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "formula_search_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" uuid NOT NULL,
	"token" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "formula_search_entries_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "formula_search_entries" ADD COLUMN "token_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "formula_search_entries" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "formula_search_tokens" ADD CONSTRAINT "formula_search_tokens_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "formula_search_tokens_workspace_token_idx" ON "formula_search_tokens" USING btree ("workspace_id","token");--> statement-breakpoint
CREATE INDEX "formula_search_tokens_token_trgm_idx" ON "formula_search_tokens" USING gin ("token" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "formula_search_entries_tokens_idx" ON "formula_search_entries" USING gin ("token_ids");--> statement-breakpoint
-- hand-written
-- ADR 044: the library search finds a word among the workspace's distinct words (formula_search_tokens, by trigrams)
-- and the formulas holding those words through formula_search_entries.token_ids (GIN), or, for a word most formulas
-- hold, reads the newest formulas' search texts in order: stored uncompressed, out of line (no decompression per
-- formula), and the row itself kept narrow (token_ids out of line too) so that a page of matches reads few pages.
ALTER TABLE "formula_search_entries" ALTER COLUMN "search_text" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "formula_search_entries" ALTER COLUMN "token_ids" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "formula_search_entries" SET (toast_tuple_target = 512);--> statement-breakpoint
-- Folding a save's 600 names was most of its time: translate() looks every character up among 550 letters. A text of
-- ASCII only (as many bytes as characters) has none of them (all 550 are beyond ASCII), so lower() alone folds it,
-- and the entry's text is folded name by name (most are ASCII) rather than as one 7.5 kB text: the same text.
CREATE OR REPLACE FUNCTION fold_search_text(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT CASE WHEN octet_length(value) = char_length(value) THEN lower(value) ELSE translate(lower(value), 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİĲĴĵĶķĹĺĻļĽľĿŁŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǄǅǇǈǊǋǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǢǣǤǦǧǨǩǪǫǬǭǮǯǰǱǲǴǵǶǷǸǹǺǻǼǽǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎͰͲʹͶ;Ϳ΅Ά·ΈΉΊΌΎΏΐΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫάέήίΰϊϋόύώϏϓϔϘϚϜϞϠϢϤϦϨϪϬϮϴϷϹϺϽϾϿЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯйѐёѓїќѝўѠѢѤѦѨѪѬѮѰѲѴѶѷѸѺѼѾҀҊҌҎҐҒҔҖҘҚҜҞҠҢҤҦҨҪҬҮҰҲҴҶҸҺҼҾӀӁӂӃӅӇӉӋӍӐӑӒӓӔӖӗӘӚӛӜӝӞӟӠӢӣӤӥӦӧӨӪӫӬӭӮӯӰӱӲӳӴӵӶӸӹӺӼӾ', 'aaaaaaæceeeeiiiiðnoooooøuuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddđeeeeeeeeeegggggggghhħiiiiiiiiiĳjjkkllllllŀłnnnnnnŋooooooœrrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzzɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽǆǆǉǉǌǌaaiioouuuuuuuuuuaaaaææǥggkkooooʒʒjǳǳggƕƿnnaaææøøaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏͱͳʹͷ;ϳ¨α·εηιουωιαβγδεζηθικλμνξοπρστυφχψωιυαεηιυιυουωϗϒϒϙϛϝϟϡϣϥϧϩϫϭϯθϸϲϻͻͼͽееђгєѕііјљњћкиуџабвгдежзииклмнопрстуфхцчшщъыьэюяиеегікиуѡѣѥѧѩѫѭѯѱѳѵѵѵѹѻѽѿҁҋҍҏґғҕҗҙқҝҟҡңҥҧҩҫҭүұҳҵҷҹһҽҿӏжжӄӆӈӊӌӎааааӕееәәәжжззӡииииооөөөээууууууччӷыыӻӽӿ') END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION formula_search_entry_values(
  name text, tags text[], rows jsonb,
  OUT line_count integer, OUT ingredient_count integer, OUT ingredient_names jsonb, OUT search_text text
) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH line AS (
    SELECT entry, position
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(rows) = 'array' THEN rows ELSE '[]'::jsonb END)
      WITH ORDINALITY AS e(entry, position)
  ), named AS (
    SELECT entry->>'name' AS name, position FROM line WHERE coalesce(entry->>'name', '') <> ''
  )
  SELECT
    (SELECT count(*)::integer FROM line),
    (SELECT count(*)::integer FROM named),
    coalesce((SELECT jsonb_agg(first.name ORDER BY first.position)
              FROM (SELECT named.name, named.position FROM named ORDER BY named.position LIMIT 10) AS first), '[]'::jsonb),
    concat_ws(E'\n', fold_search_text(name), fold_search_text(array_to_string(tags, E'\n')),
      (SELECT string_agg(fold_search_text(entry->>'name'), E'\n' ORDER BY position) FROM line))
      || E'\n' || coalesce((SELECT string_agg(entry->>'cas', E'\n' ORDER BY position) FROM line), '')
$$;--> statement-breakpoint
-- The words of a formula, from its search text (formula_search_entry_values: name, tags and lines' names folded, CAS
-- numbers as they are, one per line): its lines split at spaces, without repeats. A search word holds no white space,
-- so it is inside one of the search text's lines exactly when it is inside one of these words.
CREATE OR REPLACE FUNCTION formula_search_text_tokens(search_text text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT token), '{}')
  FROM string_to_table(translate(search_text, E'\n', ' '), ' ') AS token
  WHERE token <> ''
$$;--> statement-breakpoint
-- What a formula's entry depends on in its rows: each line's name and CAS, in order (an amount edit changes neither).
CREATE OR REPLACE FUNCTION formula_search_line_keys(rows jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_array(entry->'name', entry->'cas') ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(rows) = 'array' THEN rows ELSE '[]'::jsonb END)
    WITH ORDINALITY AS e(entry, position)
$$;--> statement-breakpoint
-- The ids of these words in the workspace's dictionary, adding the new ones (another writer adding the same word at
-- the same moment: ON CONFLICT waits for it and the select then sees its id; both add their words in the same order,
-- so two saves never wait for each other in a circle).
-- Word by word on the unique index: a 600-line formula's thousand words against a house's 70,000 are otherwise joined
-- by hashing the whole dictionary (30-150 ms a save instead of a few).
CREATE OR REPLACE FUNCTION formula_search_token_ids(workspace uuid, tokens text[]) RETURNS integer[]
LANGUAGE plpgsql SET enable_hashjoin = off SET enable_mergejoin = off SET enable_seqscan = off AS $$
DECLARE
  ids integer[];
BEGIN
  INSERT INTO formula_search_tokens (workspace_id, token)
    SELECT workspace, wanted.token FROM unnest(tokens) AS wanted(token)
    WHERE NOT EXISTS (SELECT 1 FROM formula_search_tokens AS known
                      WHERE known.workspace_id = workspace AND known.token = wanted.token)
    ORDER BY wanted.token
    ON CONFLICT (workspace_id, token) DO NOTHING;
  -- A join rather than token = ANY (tokens), which may be planned on the trigram index (100× slower).
  SELECT coalesce(array_agg(known.id ORDER BY known.id), '{}') INTO ids
    FROM unnest(tokens) AS wanted(token)
    JOIN formula_search_tokens AS known ON known.workspace_id = workspace AND known.token = wanted.token;
  RETURN ids;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION formula_search_entries_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An edit that leaves the name, tags, workspace, creation date and every line's name and CAS as they were (an
  -- amount, a note) leaves the entry as it is.
  IF TG_OP = 'UPDATE' AND NEW.name = OLD.name AND NEW.tags = OLD.tags AND NEW.workspace_id = OLD.workspace_id
     AND NEW.created_at = OLD.created_at
     AND formula_search_line_keys(NEW.rows) = formula_search_line_keys(OLD.rows) THEN
    RETURN NULL;
  END IF;
  INSERT INTO formula_search_entries AS entry
    (formula_id, workspace_id, line_count, ingredient_count, ingredient_names, search_text, token_ids, created_at)
  SELECT NEW.id, NEW.workspace_id, v.line_count, v.ingredient_count, v.ingredient_names, v.search_text,
    formula_search_token_ids(NEW.workspace_id, formula_search_text_tokens(v.search_text)), NEW.created_at
  FROM formula_search_entry_values(NEW.name, NEW.tags, NEW.rows) AS v
  ON CONFLICT (formula_id) DO UPDATE SET
    workspace_id = EXCLUDED.workspace_id,
    line_count = EXCLUDED.line_count,
    ingredient_count = EXCLUDED.ingredient_count,
    ingredient_names = EXCLUDED.ingredient_names,
    search_text = EXCLUDED.search_text,
    token_ids = EXCLUDED.token_ids,
    created_at = EXCLUDED.created_at;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS formula_search_entries_refresh ON formulas;--> statement-breakpoint
CREATE TRIGGER formula_search_entries_refresh AFTER INSERT OR UPDATE OF name, tags, rows, workspace_id, created_at
  ON formulas FOR EACH ROW EXECUTE FUNCTION formula_search_entries_refresh();--> statement-breakpoint
-- Existing formulas (from their entries' search texts): the dictionary first (one insert), then every entry rewritten (its search text uncompressed, its
-- words' ids, its creation date), the GIN index built once at the end rather than entry by entry.
DROP INDEX "formula_search_entries_tokens_idx";--> statement-breakpoint
CREATE TEMPORARY TABLE formula_search_backfill ON COMMIT DROP AS
  SELECT entry.formula_id, entry.workspace_id, f.created_at, formula_search_text_tokens(entry.search_text) AS tokens
  FROM formula_search_entries AS entry JOIN formulas AS f ON f.id = entry.formula_id;--> statement-breakpoint
INSERT INTO formula_search_tokens (workspace_id, token)
  SELECT DISTINCT b.workspace_id, token FROM formula_search_backfill AS b, unnest(b.tokens) AS token
  ON CONFLICT (workspace_id, token) DO NOTHING;--> statement-breakpoint
UPDATE formula_search_entries AS entry SET
  search_text = entry.search_text || '',
  created_at = b.created_at,
  token_ids = (SELECT coalesce(array_agg(known.id ORDER BY known.id), '{}')
               FROM unnest(b.tokens) AS wanted(token)
               JOIN formula_search_tokens AS known ON known.workspace_id = b.workspace_id AND known.token = wanted.token)
FROM formula_search_backfill AS b WHERE b.formula_id = entry.formula_id;--> statement-breakpoint
CREATE INDEX "formula_search_entries_tokens_idx" ON "formula_search_entries" USING gin ("token_ids");--> statement-breakpoint
ANALYZE formula_search_entries;--> statement-breakpoint
ANALYZE formula_search_tokens;
