import { googleProfilePicUrlAtom } from '@kelana/runtime';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

/** The Google profile picture when the session has one, else the name's first letter; decorative. */
export function UserAvatar({ name, size = 32 }: { name: string; size?: number }) {
  const picture = useAtomValue(googleProfilePicUrlAtom);
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size };
  if (picture && !broken) {
    return (
      <img
        className="user-avatar"
        src={picture}
        alt=""
        style={style}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className="user-avatar user-avatar--initial" style={style} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
