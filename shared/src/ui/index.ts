// The one door to styled-components: shared with @inscriptions/shared/ui rather than as a singleton of its
// own, which would keep every export of the package. Re-exported here by name, so the build keeps what the
// app uses; still one style sheet and one theme context for the host and every remote. Need another API?
// Add it here; lint forbids importing styled-components anywhere else (lint/boundaries.mjs). The theme's
// type (DefaultTheme) is declared in ./theme.
export { styled, css, keyframes, createGlobalStyle, ThemeProvider, useTheme } from 'styled-components';
export type { DefaultTheme } from 'styled-components';
export { theme, GlobalStyle, MOBILE_QUERY } from './theme';
export type { AppTheme } from './theme';
export { Button } from './Button';
export type { ButtonVariant } from './Button';
export { MarkdownBody } from './MarkdownBody';
export { Modal } from './Modal';
export type { ModalProps, ModalType } from './Modal';
export { ErrorBanner } from './ErrorBanner';
export type { BannerMessage, ErrorBannerProps } from './ErrorBanner';
export { Skeleton, PageSkeleton } from './Skeleton';
export { PageContainer, PageHeading, Card, Muted, PlaceholderPage } from './Page';
export type { PlaceholderPageProps } from './Page';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { AppProviders, createAppQueryClient } from './Providers';
export { TextInput, TextAreaInput, SelectInput } from './Fields';
export type { TextInputProps, TextAreaInputProps, SelectInputProps } from './Fields';
export { LockIcon } from './LockIcon';
export { NotFoundCard, INSCRIPTION_NOT_FOUND, ENTRY_NOT_FOUND } from './NotFound';
export type { NotFoundCardProps } from './NotFound';
export { OwnInscriptionGate } from './OwnInscriptionGate';
export type { OwnInscriptionGateProps } from './OwnInscriptionGate';
export { TimezoneMismatchModal, TIMEZONE_MISMATCH_TITLE } from './TimezoneMismatchModal';
export { SearchHeadline, parseHeadline, formatEntryDate } from './SearchHeadline';
export type { HeadlinePart } from './SearchHeadline';
export { useDebouncedValue } from './useDebouncedValue';
export { useMediaQuery } from './useMediaQuery';
