// antd 5 renders message/modal/notification through ReactDOM.render, which React 19 removed. This is what
// `@ant-design/v5-patch-for-react-19` does, but that package imports the whole `antd` barrel, and because
// rc-field-form, rc-collapse & co. are not marked side-effect free, that dragged every antd component
// into the entry chunk (~100 KB gzip more on every page, the login page included).
// Import this module before anything that imports antd.
import { unstableSetRender } from 'antd/es/config-provider/UnstableContext';
import { createRoot, type Root } from 'react-dom/client';

type PatchedContainer = (Element | DocumentFragment) & { _reactRoot?: Root };

unstableSetRender((node, container) => {
  const host = container as PatchedContainer;
  host._reactRoot ??= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return () =>
    new Promise<void>((resolve) => {
      setTimeout(() => {
        root.unmount();
        resolve();
      }, 0);
    });
});
