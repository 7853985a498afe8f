// Its own chunk: the design system's tooltip brings a positioning engine, needed only on hover.
export { Tooltip as default } from '@mantine/core';
