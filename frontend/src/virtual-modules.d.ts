// build-tools/mantine-theme-css.ts
declare module 'virtual:mantine-theme.css';
