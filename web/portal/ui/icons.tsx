// The portal draws with the shared 16 px line icons (decorative, hidden from assistive technology).
export { IconAlert, IconClock, IconLock, IconMail, IconRefresh } from '../../shared/ui/icons';
