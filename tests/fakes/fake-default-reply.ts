import type { ChatRequest, FakeReply } from './openai-compatible-server.ts';

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part) => (typeof part === 'object' && part && 'text' in part ? String(part.text) : ''))
      .join('');
  return '';
}

/**
 * The formula wizard's structure from its prompt: up to three candidates per note, limited ones at 40% of their maximum,
 * plus one line with a reference that is not in the list (which the server must leave out).
 */
function wizardStructure(prompt: string) {
  const candidates = [...prompt.matchAll(/^(M\d+) \| (.+?) \| (top|heart|base|note unknown) \| ([^|]+) \|/gm)].map(
    (match) => ({ ref: match[1]!, tier: match[3]!, max: /at most ([\d.]+)%/.exec(match[4]!)?.[1] }),
  );
  const chosen = (['top', 'heart', 'base'] as const).flatMap((tier) =>
    candidates
      .filter((candidate) => candidate.tier === tier)
      .slice(0, 3)
      .map((candidate) => ({ ...candidate, tier })),
  );
  // Limited lines at 40% of their maximum; the unlimited ones share what is left, so the shares add up to 100.
  const limited = chosen.filter((candidate) => candidate.max !== undefined);
  const limitedTotal = limited.reduce((sum, candidate) => sum + Number(candidate.max) * 0.4, 0);
  const free = chosen.length - limited.length;
  const lines = chosen.map((candidate) => ({
    ref: candidate.ref,
    tier: candidate.tier,
    percent: candidate.max === undefined ? (100 - limitedTotal) / Math.max(1, free) : Number(candidate.max) * 0.4,
  }));
  return {
    lines: [...lines, { ref: `M${candidates.length + 7}`, tier: 'base', percent: 5 }],
    rationale: 'A bright opening over a soft heart, grounded by the family’s base notes.',
  };
}

/** The built-in scenario: what a cooperative local model would answer. */
export function defaultReply(request: ChatRequest): FakeReply {
  if (request.response_format && request.response_format.type !== 'text') {
    const prompt = request.messages.map((message) => textOf(message.content)).join('\n');
    if (prompt.includes('Candidates (reference |')) return { json: wizardStructure(prompt) };
    // Classification and duplicates: M1 sure, M2 unsure (under the threshold); M1–M2 a likely duplicate (said twice,
    // once reversed), M1 with itself, and M1–M3 unsure.
    if (prompt.includes('Classify these perfumery materials')) {
      const refs = [...prompt.matchAll(/^(M\d+) \|/gm)].map((match) => match[1]!);
      return {
        json: {
          classifications: refs.slice(0, 2).map((ref, index) => ({
            ref,
            odourFamily: index === 0 ? 'Floral' : 'Woody',
            notePosition: index === 0 ? 'heart' : 'base',
            confidence: index === 0 ? 0.9 : 0.5,
          })),
          duplicates: [
            { a: 'M1', b: 'M2', confidence: 0.8, reason: 'Same CAS number' },
            { a: 'M2', b: 'M1', confidence: 0.85, reason: 'Same CAS number, two names' },
            { a: 'M1', b: 'M1', confidence: 1, reason: 'itself' },
            { a: 'M1', b: 'M3', confidence: 0.6, reason: 'Similar odour' },
          ],
        },
      };
    }
    // News analysis: one brand and one material that may be in the article, and one of each that never is.
    if (prompt.includes('Analyse this news item'))
      return {
        json: {
          summary: 'A launch built around iris.',
          relevance: 0.9,
          sentiment: 'positive',
          materials: ['iris', 'ambroxan'],
          brands: ['Guerlain', 'Maison Inventée'],
        },
      };
    const name = /Material: (.+)/.exec(prompt)?.[1]?.trim() ?? 'this material';
    return {
      json: {
        toxicology: {
          text: `${name}: a skin sensitiser once oxidised; keep antioxidised and check the supplier's safety data sheet.`,
          confidence: 0.7,
        },
        odourProfile: { text: `${name}: fresh, floral, slightly woody and citrus.`, confidence: 0.85 },
        supplierPricing: {
          text: 'Widely available from the large aroma-chemical houses; ask suppliers for current prices.',
          confidence: 0.4,
        },
        usageNotes: {
          text: 'Used from traces to large doses in floral and citrus accords; stable in most bases.',
          confidence: 0.75,
        },
      },
    };
  }
  const last = request.messages.at(-1);
  const tools = new Set((request.tools ?? []).map((tool) => tool.function.name));
  const allText = request.messages.map((message) => textOf(message.content)).join('\n');
  if (last?.role === 'user' && tools.has('runComplianceReport') && /complian/i.test(textOf(last.content))) {
    const formulaId = /formula(?: id)?[:\s]+([0-9a-f-]{36})/i.exec(allText)?.[1];
    if (formulaId) return { toolCalls: [{ name: 'runComplianceReport', arguments: { formulaId } }] };
  }
  if (last?.role === 'tool') {
    const previousCall = [...request.messages].reverse().find((message) => message.tool_calls?.length)
      ?.tool_calls?.[0]?.function;
    const result = (() => {
      try {
        return JSON.parse(textOf(last.content)) as Record<string, unknown>;
      } catch {
        return {};
      }
    })();
    if (
      previousCall?.name === 'runComplianceReport' &&
      Array.isArray(result.reductions) &&
      result.reductions.length > 0 &&
      tools.has('proposeFormulaChange')
    ) {
      const args = JSON.parse(previousCall.arguments) as { formulaId: string };
      return {
        toolCalls: [
          {
            name: 'proposeFormulaChange',
            arguments: {
              formulaId: args.formulaId,
              rationale: 'Lower the lines that exceed their IFRA limit to below their maximum.',
              changes: (result.reductions as { rowId: string; suggestedAmount: number }[]).map((reduction) => ({
                rowId: reduction.rowId,
                newAmount: reduction.suggestedAmount,
              })),
            },
          },
        ],
      };
    }
    if (previousCall?.name === 'proposeFormulaChange') {
      return result.offered
        ? { text: 'I proposed a rebalance that the compliance engine re-checked: apply it or discard it below.' }
        : {
            text: `I do not know a compliant change yet: ${String(result.reason ?? 'the engine refused it')} ${JSON.stringify(result.stillFailing ?? [])}`,
          };
    }
    if (previousCall?.name === 'runComplianceReport') {
      return {
        text: result.limitsMet
          ? 'The compliance engine finds this formula within its IFRA limits for its category.'
          : 'The compliance engine finds limits exceeded, and I do not know a change that fixes them.',
      };
    }
    return { text: 'Here is what I found.' };
  }
  return {
    text: 'I do not know: I can search your materials, read a material or one of your formulas, and check a formula against IFRA and EU rules.',
  };
}
