/**
 * antd components taken from their own modules rather than antd's index modules, which hang
 * extras on them: `Dropdown.Button` brings Space along, `Avatar.Group` brings Popover, ~4 kB
 * gzip of the shell's first load that nothing renders. The components are the very same; import
 * these two from here, the rest from 'antd'.
 */
export { default as Avatar } from 'antd/es/avatar/Avatar';
export { default as Dropdown } from 'antd/es/dropdown/dropdown';
