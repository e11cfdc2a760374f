import { useCallback, useEffect, useRef, useState } from 'react';
import type { Problem } from '../../../main/contract';
import { asProblem } from './client';

export interface PageAnswer<T> {
  items: T[];
  next: string | null;
}

/**
 * A cursor-paged list loaded a page at a time as the user scrolls. Changing key (the filters)
 * starts a fresh walk; answers of an older walk are dropped.
 */
export function usePagedList<T>(
  fetchPage: (cursor: string | undefined) => Promise<PageAnswer<T>>,
  key: string,
) {
  const [items, setItems] = useState<T[]>([]);
  const [next, setNext] = useState<string | null | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const walk = useRef(0);
  const inFlight = useRef(false);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const load = useCallback(async (cursor: string | undefined, walkId: number) => {
    inFlight.current = true;
    setLoading(true);
    try {
      const page = await fetchRef.current(cursor);
      if (walkId !== walk.current) return;
      setItems((old) => (cursor ? [...old, ...page.items] : page.items));
      setNext(page.next);
      setProblem(undefined);
    } catch (error) {
      if (walkId === walk.current) setProblem(asProblem(error));
    } finally {
      if (walkId === walk.current) {
        inFlight.current = false;
        setLoading(false);
      }
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the filters fetchPage closes over
  useEffect(() => {
    const id = ++walk.current;
    setItems([]);
    setNext(undefined);
    void load(undefined, id);
  }, [key, load]);

  const loadMore = useCallback(() => {
    if (inFlight.current || !next) return;
    void load(next, walk.current);
  }, [next, load]);

  const reload = useCallback(() => {
    const id = ++walk.current;
    void load(undefined, id);
  }, [load]);

  return { items, hasMore: !!next, loading, problem, loadMore, reload, loaded: next !== undefined };
}
