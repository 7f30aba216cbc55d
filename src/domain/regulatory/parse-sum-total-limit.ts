/**
 * A sum the note holds to one member's limit: STD_062 methyl heptine carbonate and STD_064 methyl octine carbonate,
 * "the sum total of [and] Methyl heptine carbonate (MHC, CAS number 111-12-6) and Methyl octine carbonate (MOC, CAS
 * number 111-80-8) contributions must not exceed the maximum permitted level for MHC". The members' names (without
 * their parentheses) and the name of the one whose limit applies, or null.
 */
export function parseSumTotalLimit(note: string | undefined): { names: string[]; limitName: string } | null {
  const match =
    /the sum total of (?:and )?(.+?) contributions must not exceed the maximum permitted level for (\w+)/i.exec(
      note ?? '',
    );
  if (!match?.[1] || !match[2]) return null;
  const members = match[1].split(/\)\s+and\s+/i).map((part) => {
    const [, name = '', abbreviation = ''] = /^\s*(.+?)\s*(?:\((\w+)[^)]*\)?)?\s*$/.exec(part) ?? [];
    return { name: name.trim(), abbreviation };
  });
  const limit = members.find((member) => member.abbreviation === match[2] || member.name === match[2]);
  return members.length > 1 && limit ? { names: members.map((member) => member.name), limitName: limit.name } : null;
}
