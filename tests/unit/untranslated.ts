// Files that still show text written in the code rather than taken from the catalogues (messages/, src/ui/README.md#i18n).
// This list only shrinks: tests/unit/i18n-catalogues.test.ts fails on a file that is not listed and shows such text, and
// on a listed file that no longer does (take it off the list once its area is translated).
export const untranslated: string[] = [
  'src/features/auth/components/otp-form.tsx',
  'src/features/auth/components/resend-button.tsx',
  'src/features/auth/email-otp-screen.tsx',
  'src/features/auth/forgot-password-screen.tsx',
  'src/features/auth/reset-password-screen.tsx',
  'src/features/auth/signup-screen.tsx',
  'src/features/shell/mobile-nav.tsx',
  'src/features/shell/not-found.tsx',
  'src/features/shell/status-pages.tsx',
  'src/ui/form/brand-field.tsx',
  'src/ui/form/checkbox-group-field.tsx',
  'src/ui/form/draft-notice.tsx',
  'src/ui/form/field-shell.tsx',
  'src/ui/form/form-layout.tsx',
  'src/ui/form/history-drawer.tsx',
  'src/ui/form/image-picker.tsx',
  'src/ui/form/leave-dialog.tsx',
  'src/ui/form/record-history.tsx',
  'src/ui/form/record-screen.tsx',
  'src/ui/form/resource-form.tsx',
  'src/ui/form/stale-alert.tsx',
  'src/ui/form/submit-row.tsx',
  'src/ui/form/switch-field.tsx',
]
