CREATE TABLE "formula_search_entries" (
	"formula_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"ingredient_count" integer DEFAULT 0 NOT NULL,
	"ingredient_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "formula_search_entries" ADD CONSTRAINT "formula_search_entries_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_search_entries" ADD CONSTRAINT "formula_search_entries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "formula_search_entries_text_trgm_idx" ON "formula_search_entries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "formula_search_entries_workspace_idx" ON "formula_search_entries" USING btree ("workspace_id");;--> statement-breakpoint
-- hand-written
-- Issue 34: the formula library's pages and search read formula_search_entries, which the database writes on every
-- write of a formula (no select of formulas reads it). fold_search_text folds as the search did before (foldSearchText)
-- and the domain's normaliseSearchText do: lower(), then the letters of Latin-1, Latin Extended-A/B, Greek and Cyrillic
-- whose normalised form is one other character (a test compares them letter by letter).
CREATE OR REPLACE FUNCTION fold_search_text(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT translate(lower(value), 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİĲĴĵĶķĹĺĻļĽľĿŁŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǄǅǇǈǊǋǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǢǣǤǦǧǨǩǪǫǬǭǮǯǰǱǲǴǵǶǷǸǹǺǻǼǽǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎͰͲʹͶ;Ϳ΅Ά·ΈΉΊΌΎΏΐΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫάέήίΰϊϋόύώϏϓϔϘϚϜϞϠϢϤϦϨϪϬϮϴϷϹϺϽϾϿЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯйѐёѓїќѝўѠѢѤѦѨѪѬѮѰѲѴѶѷѸѺѼѾҀҊҌҎҐҒҔҖҘҚҜҞҠҢҤҦҨҪҬҮҰҲҴҶҸҺҼҾӀӁӂӃӅӇӉӋӍӐӑӒӓӔӖӗӘӚӛӜӝӞӟӠӢӣӤӥӦӧӨӪӫӬӭӮӯӰӱӲӳӴӵӶӸӹӺӼӾ', 'aaaaaaæceeeeiiiiðnoooooøuuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddđeeeeeeeeeegggggggghhħiiiiiiiiiĳjjkkllllllŀłnnnnnnŋooooooœrrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzzɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽǆǆǉǉǌǌaaiioouuuuuuuuuuaaaaææǥggkkooooʒʒjǳǳggƕƿnnaaææøøaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏͱͳʹͷ;ϳ¨α·εηιουωιαβγδεζηθικλμνξοπρστυφχψωιυαεηιυιυουωϗϒϒϙϛϝϟϡϣϥϧϩϫϭϯθϸϲϻͻͼͽееђгєѕііјљњћкиуџабвгдежзииклмнопрстуфхцчшщъыьэюяиеегікиуѡѣѥѧѩѫѭѯѱѳѵѵѵѹѻѽѿҁҋҍҏґғҕҗҙқҝҟҡңҥҧҩҫҭүұҳҵҷҹһҽҿӏжжӄӆӈӊӌӎааааӕееәәәжжззӡииииооөөөээууууууччӷыыӻӽӿ') $$;--> statement-breakpoint
-- The counts, the first ten names and the search text of one formula. Name, tags and lines' names are folded, the
-- lines' CAS numbers kept as they are; one per line (a search word holds no white space, so it matches inside one).
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
    fold_search_text(concat_ws(E'\n', name, array_to_string(tags, E'\n'),
      (SELECT string_agg(entry->>'name', E'\n' ORDER BY position) FROM line)))
      || E'\n' || coalesce((SELECT string_agg(entry->>'cas', E'\n' ORDER BY position) FROM line), '')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION formula_search_entries_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO formula_search_entries AS entry
    (formula_id, workspace_id, line_count, ingredient_count, ingredient_names, search_text)
  SELECT NEW.id, NEW.workspace_id, v.line_count, v.ingredient_count, v.ingredient_names, v.search_text
  FROM formula_search_entry_values(NEW.name, NEW.tags, NEW.rows) AS v
  ON CONFLICT (formula_id) DO UPDATE SET
    workspace_id = EXCLUDED.workspace_id,
    line_count = EXCLUDED.line_count,
    ingredient_count = EXCLUDED.ingredient_count,
    ingredient_names = EXCLUDED.ingredient_names,
    search_text = EXCLUDED.search_text;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER formula_search_entries_refresh AFTER INSERT OR UPDATE OF name, tags, rows, workspace_id ON formulas
  FOR EACH ROW EXECUTE FUNCTION formula_search_entries_refresh();--> statement-breakpoint
INSERT INTO formula_search_entries (formula_id, workspace_id, line_count, ingredient_count, ingredient_names, search_text)
  SELECT f.id, f.workspace_id, v.line_count, v.ingredient_count, v.ingredient_names, v.search_text
  FROM formulas AS f CROSS JOIN LATERAL formula_search_entry_values(f.name, f.tags, f.rows) AS v;--> statement-breakpoint
ANALYZE formula_search_entries;
