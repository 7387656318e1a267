export { theme, type Theme } from './theme';
export { palettes, tint, THEME_NAMES, type ColorToken, type Palette, type ThemeName } from './palettes';
export { chooseTheme, isThemeName, THEME_STORAGE_KEY, useColorTheme } from './colorTheme';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
export { arrowStep, useWritingDirection, type WritingDirection } from './writingDirection';
export { GlobalStyle } from './GlobalStyle';
export { ThemeProvider } from './ThemeProvider';
export { VisuallyHidden } from './VisuallyHidden';
export { Button, type ButtonVariant, type ButtonSize } from './Button';
export { Chip } from './Chip';
export { CopyLinkButton } from './CopyLinkButton';
export { MESSAGE_SHOWN_MS, useFleetingMessage } from './useFleetingMessage';
export { Alert, type AlertProps, type AlertTone } from './Alert';
export { TextField, Input, Field, FieldLabel, type TextFieldProps } from './TextField';
export { PasswordField } from './PasswordField';
export { Container } from './Container';
export { Heading, type HeadingProps } from './Heading';
export { Stack, type StackProps } from './Stack';
export { Spinner, type SpinnerProps } from './Spinner';
export { ErrorFallback, type ErrorFallbackProps } from './ErrorFallback';
export { PlaceholderPanel, type PlaceholderPanelProps } from './PlaceholderPanel';
export { PlaceholderPage, type PlaceholderPageProps } from './PlaceholderPage';
export { Logo, type LogoProps } from './Logo';
export {
  DevHarness,
  pageEntries,
  startDevHarness,
  type DevHarnessOptions,
  type DevHarnessProps,
  type HarnessEntry,
  type PageLoader,
} from './DevHarness';
export {
  INFINITE_SCROLL_MARGIN_PX,
  OVERVIEW_MAX_LENGTH,
  ROW_SCROLL_STEP_PX,
  SCROLL_TO_TOP_AFTER_PX,
} from './browsingConstants';
export {
  placeholderImageSrc,
  releaseYear,
  tmdbDefaultSrc,
  tmdbImageUrl,
  tmdbSrcSet,
  truncateText,
} from './movieImages';
export { formatMillions, formatMoney, formatRuntime } from './movieFormats';
export {
  countOf,
  formatDate,
  formatNumber,
  type DateStyle,
  type FormatDateOptions,
  type FormatNumberOptions,
} from './format';
export { Panel } from './Panel';
export { Section, type SectionProps } from './Section';
export { Skeleton } from './Skeleton';
export { Poster, type PosterKind, type PosterProps } from './Poster';
export { AmbientArt } from './AmbientArt';
export { Rating, type RatingProps } from './Rating';
export { MovieCard, type MovieCardMovie, type MovieCardProps } from './MovieCard';
export { MovieCardSkeleton } from './MovieCardSkeleton';
export { MovieGrid } from './MovieGrid';
export { InfiniteGrid, type InfiniteGridProps } from './InfiniteGrid';
export { ChevronIcon, LineIcon, type LineIconProps } from './LineIcon';
export { MovieRow, type MovieRowProps } from './MovieRow';
export { useBrowserIdle } from './useBrowserIdle';
export { useFirstScreenCards } from './useFirstScreenCards';
export { useNearViewport } from './useNearViewport';
export { ScrollToTopButton } from './ScrollToTopButton';
export { roundButton } from './roundButton';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { useDocumentTitle } from './useDocumentTitle';
export { Modal, type ModalProps, type ModalVariant } from './Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export {
  Lightbox,
  wrapIndex,
  youtubeWatchUrl,
  type LightboxImage,
  type LightboxItem,
  type LightboxProps,
  type LightboxVideo,
} from './Lightbox';
export { StarRating, type StarRatingProps } from './StarRating';
export { StarRatingInput, type StarRatingInputProps } from './StarRatingInput';
export { ProfilePhoto, type ProfilePhotoProps } from './ProfilePhoto';
export { Tabs, type TabsProps } from './Tabs';
export { LanguageOptions } from './LanguageOptions';
