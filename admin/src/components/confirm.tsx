import { Popconfirm, type PopconfirmProps } from 'antd';
import { useRef, useState, type ComponentRef } from 'react';
import { confirmPlacement, UNMEASURED_PLACE } from './confirm-placement';

/**
 * The console's question before an action that cannot be taken back: `Er du sikker?`, answered `Ja` or `Avbryt`.
 * Its content is made anew each time it opens: kept, the `Ja` of an answered question still carried the loading
 * icon antd had not finished taking away when the question closed, and was named 'loading Ja' the next time.
 *
 * Its side of the button and its width are chosen once, when it opens, and kept while it is open. antd made its own
 * choice again on every scroll, so a scroll that took the question out of the window turned it to the other side of
 * its button, and a click aimed at `Ja` while it moved (a browser scrolls a button into view first) was lost.
 */
export function Confirm(props: Omit<PopconfirmProps, 'title' | 'okText' | 'cancelText'>) {
  const { onOpenChange, ...rest } = props;
  const ref = useRef<ComponentRef<typeof Popconfirm>>(null);
  const [place, setPlace] = useState(UNMEASURED_PLACE);
  return (
    <Popconfirm
      ref={ref}
      title="Er du sikker?"
      okText="Ja"
      cancelText="Avbryt"
      destroyOnHidden
      placement={place.placement}
      autoAdjustOverflow={false}
      styles={{ root: { maxWidth: place.maxWidth } }}
      onOpenChange={(open, event) => {
        const button = ref.current?.nativeElement;
        if (open && button) setPlace(confirmPlacement(button.getBoundingClientRect(), window));
        onOpenChange?.(open, event);
      }}
      {...rest}
    />
  );
}
