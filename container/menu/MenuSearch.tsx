/**
 * Menu search in the header (spec section 2), a WAI-ARIA combobox with a listbox popup: Ctrl+K
 * (⌘K) or '/' outside a text field focuses it; ArrowUp/ArrowDown move through the options, Enter
 * opens the highlighted one, Escape closes the popup (a second Escape clears the text). While the
 * box is empty it lists the user's search history with a "Clear history" button.
 * A plain input and a listbox of our own keep antd's Select/AutoComplete out of the first load.
 */
import { SearchOutlined } from '@ant-design/icons';
import { splitByRanges, type TextRange } from './menu-search';
import { useIntl } from '@polaris/core/i18n/useIntl';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import './menu-search.css';
import { useShell } from '../state/shell-context';
import { useMenuSearch, type SearchOption } from './use-menu-search';

/** Whether a key press goes to a field the user types in ('/' must reach it). */
function isTypingTarget(event: KeyboardEvent): boolean {
  const target = (event.composedPath?.()[0] ?? event.target) as HTMLElement | null;
  if (!target || typeof target.tagName !== 'string') return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range'].includes(
    type,
  );
}

/** Ctrl+K / ⌘K anywhere, or '/' when not typing in a field, calls `onTrigger`. */
function useSearchShortcut(onTrigger: () => void): void {
  const latest = useRef(onTrigger);
  useEffect(() => {
    latest.current = onTrigger;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const commandK =
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey &&
        event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTypingTarget(event);
      if (!commandK && !slash) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

function Highlighted({ text, ranges }: { text: string; ranges: TextRange[] }) {
  return (
    <>
      {splitByRanges(text, ranges).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}

export function MenuSearch() {
  const { t } = useIntl();
  const { history } = useShell();
  const search = useMenuSearch();
  const { text, options, showingHistory, pending } = search;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const baseId = `menu-search${useId().replace(/:/g, '')}`;
  const listId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [open, setOpen] = useState(false);
  // the highlighted option belongs to one list of options; a new list starts from its default
  const [activeFor, setActiveFor] = useState({ options, index: -1 });
  const active =
    activeFor.options === options
      ? activeFor.index
      : showingHistory || options.length === 0
        ? -1
        : 0;
  const setActive = (index: number) => setActiveFor({ options, index });

  const noMatch = !showingHistory && !pending && options.length === 0;
  const expanded = open && (options.length > 0 || noMatch);
  const activeId =
    expanded && active >= 0 && active < options.length ? optionId(active) : undefined;

  const openBox = () => {
    search.reloadHistory();
    setOpen(true);
  };

  useSearchShortcut(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
    openBox();
  });

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: SearchOption | undefined) => {
    if (!option) return;
    search.remember(option);
    search.setText('');
    setOpen(false);
    inputRef.current?.blur();
    history.push(option.path);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // an IME is composing Chinese text
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          openBox();
          return;
        }
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
        return;
      }
      case 'Enter': {
        event.preventDefault();
        // typed faster than the debounce: open the best match of what is in the box now
        if (pending) choose(search.optionsNow()[0]);
        else if (expanded) choose(options[active]);
        return;
      }
      case 'Escape': {
        if (expanded || open) setOpen(false);
        else if (text) search.setText('');
        else return;
        event.preventDefault();
        return;
      }
      default:
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const clearHistory = () => {
    search.clearHistory();
    inputRef.current?.focus();
  };

  const listLabel = showingHistory
    ? t('hzero.common.menu.history')
    : t('hzero.common.menu.searchResults');
  let status = '';
  if (expanded && noMatch) status = t('hzero.common.menu.noMatch');
  else if (expanded && !showingHistory) {
    status = t('hzero.common.menu.matchCount', { count: options.length });
  }

  return (
    <div className="polaris-menu-search" ref={rootRef} onBlur={onBlur}>
      <SearchOutlined className="polaris-menu-search-icon" aria-hidden />
      <input
        ref={inputRef}
        type="text"
        className="polaris-menu-search-input"
        role="combobox"
        aria-label={t('hzero.common.menu.search')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-keyshortcuts="Control+K Meta+K /"
        placeholder={t('hzero.common.menu.searchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          search.setText(event.target.value);
          setOpen(true);
        }}
        onFocus={openBox}
        onClick={() => !open && openBox()}
        onKeyDown={onKeyDown}
      />
      <div
        className="polaris-menu-search-popup"
        hidden={!expanded}
        // clicks inside keep the focus in the box
        onMouseDown={(event) => event.preventDefault()}
      >
        {showingHistory && (
          <div className="polaris-menu-search-head">
            <span>{listLabel}</span>
            <button type="button" className="polaris-menu-search-clear" onClick={clearHistory}>
              {t('hzero.common.button.clearHistory')}
            </button>
          </div>
        )}
        <ul role="listbox" id={listId} aria-label={listLabel} className="polaris-menu-search-list">
          {options.map((option, index) => (
            <li
              key={`${option.path}:${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              aria-labelledby={`${optionId(index)}-title`}
              aria-describedby={`${optionId(index)}-path`}
              className="polaris-menu-search-option"
              onClick={() => choose(option)}
              onMouseMove={() => index !== active && setActive(index)}
            >
              <span id={`${optionId(index)}-title`} className="polaris-menu-search-title">
                <Highlighted text={option.title} ranges={option.titleRanges} />
              </span>
              <span id={`${optionId(index)}-path`} className="polaris-menu-search-path">
                {option.parents.join(' / ')}
                {option.code && (
                  <span className="polaris-menu-search-code">
                    <Highlighted text={option.code} ranges={option.codeRanges} />
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
        {noMatch && (
          <div className="polaris-menu-search-empty">{t('hzero.common.menu.noMatch')}</div>
        )}
      </div>
      <span role="status" className="polaris-visually-hidden">
        {status}
      </span>
    </div>
  );
}
