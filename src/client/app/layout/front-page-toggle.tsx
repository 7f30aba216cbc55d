import { SegmentedControl } from '@mantine/core';
import { rememberFrontPageSwitch } from './front-page-switch.ts';

/** On /legacy: switch back to the new front page (a full page load, it is a separate entry). */
export function FrontPageToggle() {
  return (
    <SegmentedControl
      size="xs"
      aria-label="Front page design"
      value="legacy"
      data={[
        { label: 'New', value: 'new' },
        { label: 'Legacy', value: 'legacy' },
      ]}
      onChange={(value) => {
        if (value !== 'new') return;
        rememberFrontPageSwitch('new');
        window.location.assign('/');
      }}
    />
  );
}
