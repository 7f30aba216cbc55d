import { useId } from 'react';

type Props<Value extends string> = {
  /** The group's accessible name (there is no visible label, as with Mantine's SegmentedControl). */
  label: string;
  value: Value;
  data: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

/**
 * A choice of two or three short options drawn as one segmented bar: the browser's own radio buttons (arrow keys,
 * forms, screen readers) under labels styled like Mantine's SegmentedControl (app.css, `.sl-segmented`). Mantine's
 * control slides a floating indicator, which measures itself and its parent as it mounts (two forced layouts of the
 * whole page each, about 70 ms of a phone's main thread at 4× CPU as the formula editor opens); here the chosen
 * segment is painted by CSS alone, without measuring anything.
 */
export function SegmentedChoice<Value extends string>({ label, value, data, onChange }: Props<Value>) {
  const name = useId();
  return (
    <div className="sl-segmented" role="radiogroup" aria-label={label}>
      {data.map((option) => (
        <label key={option.value} className="sl-segmented-option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
