import './product-screenshot.css';
import { usePageColorScheme } from '../../lib/use-page-color-scheme.ts';
import {
  findScreenshotScreen,
  SCREENSHOT_SIZES,
  screenshotUrl,
  type ScreenshotScreen,
  type ScreenshotTheme,
} from './screenshot-catalogue.ts';

/** Below this width the phone picture is shown (the desktop one would be unreadable). */
const PHONE_MEDIA = '(max-width: 640px)';

/**
 * A real screen of the product in the page's colour scheme (the dark picture in dark mode, following a switch), the
 * phone picture on narrow screens. Width and height are set, so nothing shifts while it loads; below the fold it loads lazily.
 * Used by the landing bundle and the app alike (both under a MantineProvider).
 */
export function ProductScreenshot({
  id,
  priority = false,
  caption,
  theme: fixedTheme,
}: {
  id: ScreenshotScreen['id'];
  /** Above the fold: fetched at once instead of lazily. */
  priority?: boolean;
  caption?: string;
  /** A fixed scheme (the dark pictures on the black tour story), instead of the page's. */
  theme?: ScreenshotTheme;
}) {
  const pageTheme = usePageColorScheme('dark');
  const theme = fixedTheme ?? pageTheme;
  const screen = findScreenshotScreen(id);
  const desktop = SCREENSHOT_SIZES.desktop;
  const phone = SCREENSHOT_SIZES.phone;
  return (
    <figure className="product-screenshot" data-screen={id}>
      <picture key={theme} data-theme={theme}>
        <source
          media={PHONE_MEDIA}
          srcSet={screenshotUrl(id, theme, 'phone')}
          width={phone.width}
          height={phone.height}
        />
        <img
          src={screenshotUrl(id, theme, 'desktop')}
          width={desktop.width}
          height={desktop.height}
          alt={screen.alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
        />
      </picture>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
