import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredComponent, useLookAlikePress } from './load-on-demand.tsx';

// The shell's extras wait for the first screen (after-first-paint.ts, tested there): here it has been drawn.
vi.mock('./after-first-paint.ts', () => ({ afterScreenLoaded: () => Promise.resolve() }));

type TickerProps = { signedIn: boolean };

/** A chunk the test resolves (or fails) when it chooses, as a slow network would deliver it. */
function controlledChunk<P extends object>() {
  let resolve!: (component: ComponentType<P>) => void;
  let reject!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<ComponentType<P>>((onLoad, onFail) => {
        resolve = onLoad;
        reject = onFail;
      }),
  );
  return {
    load,
    arrive: (component: ComponentType<P>) => act(async () => resolve(component)),
    fail: () => act(async () => reject(new Error('chunk failed'))),
  };
}

let idleTasks: (() => void)[] = [];
beforeEach(() => {
  idleTasks = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
});
afterEach(() => vi.unstubAllGlobals());

async function runIdleTasks() {
  await act(async () => {}); // the gate's promise: the idle callbacks are asked for after it
  await act(async () => {
    for (const task of idleTasks.splice(0)) task();
  });
}

describe('deferredComponent', () => {
  it('draws the look-alike at first paint and the real component, with its props, once the idle fetch arrives', async () => {
    const chunk = controlledChunk<TickerProps>();
    const Ticker = deferredComponent(chunk.load);
    const realRenders = vi.fn();
    function RealTicker({ signedIn }: TickerProps) {
      realRenders();
      return <p>{signedIn ? 'Headlines for you' : 'Headlines'}</p>;
    }
    // The top bar's middle, as commit ea47972 wanted it: the ticker behind a deferred chunk, with a look-alike.
    render(
      <header>
        <Ticker signedIn fallback={<p>Clock only</p>} />
      </header>,
    );
    expect(screen.getByText('Clock only')).toBeInTheDocument();
    expect(chunk.load).not.toHaveBeenCalled(); // nothing fetched before the browser is idle

    await runIdleTasks();
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await chunk.arrive(RealTicker);

    // One ticker, rendered a bounded number of times: the swap is a finite tree, not a component rendering itself
    // (the page froze about 2 s after load when a hand-written host did that).
    expect(screen.getByText('Headlines for you')).toBeInTheDocument();
    expect(screen.queryByText('Clock only')).not.toBeInTheDocument();
    expect(screen.getAllByText('Headlines for you')).toHaveLength(1);
    expect(realRenders.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('fetches the chunk at once when the look-alike is pressed, and opens the real one in the pressed state', async () => {
    const chunk = controlledChunk<{ defaultOpened?: boolean }>();
    const Menu = deferredComponent(chunk.load);
    function MenuHost() {
      return (
        <Menu
          defaultOpened
          fallback={
            <button type="button" onClick={() => void Menu.preload()}>
              Account
            </button>
          }
        />
      );
    }
    render(<MenuHost />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await chunk.arrive(({ defaultOpened }) => <div role="menu">{defaultOpened ? 'open' : 'closed'}</div>);
    expect(screen.getByRole('menu')).toHaveTextContent('open');
  });

  it('asks the browser once for every instance (a tooltip per sidebar item) and fetches the chunk once', async () => {
    const chunk = controlledChunk<{ label: string }>();
    const Tip = deferredComponent(chunk.load);
    render(
      <>
        {['Formulas', 'Materials', 'Inventory'].map((label) => (
          <Tip key={label} label={label} fallback={<span>{label}</span>} />
        ))}
      </>,
    );
    await act(async () => {});
    expect(idleTasks).toHaveLength(1);
    await runIdleTasks();
    await chunk.arrive(({ label }) => <span>{`${label} with its tooltip`}</span>);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Materials with its tooltip')).toBeInTheDocument();
    expect(screen.getAllByText(/with its tooltip/)).toHaveLength(3);
  });

  it('keeps the look-alike when the chunk fails, and asks for it again on the next press', async () => {
    const chunk = controlledChunk<object>();
    const Panel = deferredComponent(chunk.load);
    render(
      <Panel
        fallback={
          <button type="button" onClick={() => void Panel.preload()}>
            Feedback
          </button>
        }
      />,
    );
    await runIdleTasks();
    await chunk.fail();
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(chunk.load).toHaveBeenCalledTimes(2);
    await chunk.arrive(() => <p>Feedback form</p>);
    expect(screen.getByText('Feedback form')).toBeInTheDocument();
  });

  it('draws an instance mounted after the chunk arrived as the real component at once, without a new fetch', async () => {
    const chunk = controlledChunk<object>();
    const Extras = deferredComponent(chunk.load);
    void Extras.preload();
    await chunk.arrive(() => <p>Extras</p>);
    render(<Extras fallback={<p>Look-alike</p>} />);
    expect(screen.getByText('Extras')).toBeInTheDocument();
    expect(idleTasks).toHaveLength(0);
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  // A chunk arriving while the button is held replaces it before the release; the browser then clicks neither.
  describe('useLookAlikePress', () => {
    function setUp() {
      const chunk = controlledChunk<{ defaultOpened?: boolean }>();
      const Menu = deferredComponent(chunk.load);
      function MenuHost() {
        const { pressed, pressProps } = useLookAlikePress(Menu);
        return (
          <Menu
            defaultOpened={pressed}
            fallback={
              <button type="button" {...pressProps}>
                User menu
              </button>
            }
          />
        );
      }
      render(<MenuHost />);
      const arrive = () =>
        chunk.arrive(({ defaultOpened }) => <div role="menu">{defaultOpened ? 'open' : 'closed'}</div>);
      return { chunk, arrive, button: screen.getByRole('button', { name: 'User menu' }) };
    }

    it('opens the real component from the pointer going down, without a click', async () => {
      const { chunk, arrive, button } = setUp();
      fireEvent.pointerDown(button, { button: 0 });
      expect(chunk.load).toHaveBeenCalledTimes(1);
      await arrive();
      expect(screen.getByRole('menu')).toHaveTextContent('open');
    });

    it('opens it from a click alone (the keyboard)', async () => {
      const { arrive, button } = setUp();
      fireEvent.click(button);
      await arrive();
      expect(screen.getByRole('menu')).toHaveTextContent('open');
    });

    it('leaves it shut for another button than the main one', async () => {
      const { chunk, arrive, button } = setUp();
      fireEvent.pointerDown(button, { button: 2 });
      expect(chunk.load).not.toHaveBeenCalled();
      await runIdleTasks();
      await arrive();
      expect(screen.getByRole('menu')).toHaveTextContent('closed');
    });
  });
});
