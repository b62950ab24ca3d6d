import type { DownloadManifest, Platform } from '@rewright/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { installerState, isAvailable, PLATFORMS } from './platforms';

interface PlatformChooserProps {
  manifest: DownloadManifest | null;
  onChoose: (platform: Platform) => void;
}

/**
 * The hero's download button: a disclosure that opens the list of platforms. Escape or a click
 * outside closes it; Escape returns focus to the button.
 */
export function PlatformChooser({ manifest, onChoose }: PlatformChooserProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      className="platform-chooser"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="button button--primary button--large"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        Download for your platform
        <span className="platform-chooser__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="platform-chooser__list" hidden={!open} aria-label="Platforms">
        {PLATFORMS.map(({ platform, name }) => {
          const available = isAvailable(platform, manifest);
          const why =
            manifest && installerState(manifest.platforms[platform]) === 'not-on-this-server'
              ? 'Not on this server'
              : 'Coming soon';
          return (
            <li key={platform}>
              <button
                type="button"
                className="platform-chooser__option"
                disabled={!available}
                onClick={() => {
                  setOpen(false);
                  onChoose(platform);
                }}
              >
                {available ? name : `${name} (${why})`}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
