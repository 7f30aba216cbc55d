import { TextInput, UnstyledButton } from '@mantine/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { interpretQuantityEdit } from '../../../../domain/pricing/shopping-list.ts';
import { useUpdateShoppingQuantity } from '../api/shopping-mutations.ts';
import { formatGrams } from '../../../../domain/shared/format-numbers.ts';

type QuantityCellProps = { itemId: string; materialName: string; quantity: number };

/**
 * Inline quantity edit (spec section 4): click the quantity; Enter or blur saves; Escape cancels; a
 * non-numeric or non-positive value cancels the edit.
 */
export function QuantityCell({ itemId, materialName, quantity }: QuantityCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const isClosingRef = useRef(false);
  const update = useUpdateShoppingQuantity();

  const close = () => {
    isClosingRef.current = true;
    setDraft(null);
  };
  const commit = (typed: string) => {
    if (isClosingRef.current) return;
    const edit = interpretQuantityEdit(typed, quantity);
    close();
    if (edit.kind === 'save') update.mutate({ id: itemId, quantity: edit.quantity });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(event.currentTarget.value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  if (draft === null) {
    return (
      <UnstyledButton
        onClick={() => {
          isClosingRef.current = false;
          setDraft(String(quantity));
        }}
        aria-label={`Quantity of ${materialName}: ${formatGrams(quantity)}. Click to edit`}
        className="sl-quantity-button"
        style={{
          fontVariantNumeric: 'tabular-nums',
          borderBottom: '1px dashed var(--mantine-color-dimmed)',
          lineHeight: 1.4,
          alignSelf: 'flex-start',
        }}
      >
        {formatGrams(quantity)}
      </UnstyledButton>
    );
  }
  return (
    <TextInput
      size="xs"
      w={96}
      autoFocus
      inputMode="decimal"
      aria-label={`Quantity of ${materialName} in grams`}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={handleKeyDown}
      onBlur={(event) => commit(event.currentTarget.value)}
      onFocus={(event) => event.currentTarget.select()}
      rightSection="g"
    />
  );
}
