import { createAnyWindow, type WindowRecord } from '../windows';

const covers = (record: WindowRecord) => record.state.maximized && !record.state.minimized;

/** Whether a maximized window covers the whole desktop (and so every widget): a selector for `selectValue`. */
export const createDesktopCovered = (): ReturnType<typeof createAnyWindow> => createAnyWindow(covers);
