import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/dom/render-app.tsx';
import { SegmentedChoice } from './segmented-choice.tsx';

const OPTIONS = [
  { value: 'leave-on', label: 'Leave-on' },
  { value: 'rinse-off', label: 'Rinse-off' },
] as const;

function Choice({ seen }: { seen: string[] }) {
  const [value, setValue] = useState<'leave-on' | 'rinse-off'>('leave-on');
  return (
    <SegmentedChoice
      label="Application"
      value={value}
      data={OPTIONS}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('SegmentedChoice', () => {
  it('is a named group of radio buttons with the value checked, and a click on a label chooses its option', () => {
    const seen: string[] = [];
    renderApp(<Choice seen={seen} />);
    const group = screen.getByRole('radiogroup', { name: 'Application' });
    const [leaveOn, rinseOff] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(group).toContainElement(leaveOn!);
    expect([leaveOn!.checked, rinseOff!.checked]).toEqual([true, false]);
    expect(leaveOn!.name).toBe(rinseOff!.name);
    fireEvent.click(screen.getByText('Rinse-off'));
    expect(seen).toEqual(['rinse-off']);
    expect([leaveOn!.checked, rinseOff!.checked]).toEqual([false, true]);
    // The chosen option again: nothing changes.
    fireEvent.click(screen.getByText('Rinse-off'));
    expect(seen).toEqual(['rinse-off']);
  });

  it('gives each group its own name, so two groups on one form do not uncheck each other', () => {
    renderApp(
      <>
        <SegmentedChoice label="Dosage basis" value="w/w" data={[{ value: 'w/w', label: 'w/w' }]} onChange={() => {}} />
        <SegmentedChoice label="Application" value="leave-on" data={OPTIONS} onChange={() => {}} />
      </>,
    );
    const [basis, application] = screen.getAllByRole('radiogroup');
    const nameOf = (group: HTMLElement) => (group.querySelector('input') as HTMLInputElement).name;
    expect(nameOf(basis!)).not.toBe(nameOf(application!));
  });
});
