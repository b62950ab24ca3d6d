import { Menu, shell, type MenuItemConstructorOptions } from 'electron';

/** The native menu: the app's, Edit (so copy and paste work), View, Window, Help. */
export function installAppMenu(options: {
  isMac: boolean;
  documentationUrl: () => Promise<string>;
}) {
  const template: MenuItemConstructorOptions[] = [
    ...(options.isMac
      ? [
          {
            label: 'Rewright',
            submenu: [
              { role: 'about' },
              { type: 'separator' as const },
              { role: 'hide' },
              { role: 'quit' },
            ],
          },
        ]
      : [{ label: 'File', submenu: [{ role: 'quit' }] }]),
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [{ role: 'reload' }, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        {
          label: 'Documentation',
          click: () => void options.documentationUrl().then((url) => shell.openExternal(url)),
        },
      ],
    },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
