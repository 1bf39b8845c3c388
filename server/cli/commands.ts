import { addAnnouncement, listAnnouncements, removeAnnouncement } from './announcementCommands';
import { createAccount, setAccount } from './accountCommands';
import type { Command, FileCommand } from './command';
import { createAdmin } from './createAdmin';
import { listPackages } from './listPackages';
import { sendResetEmail } from './mailCommands';
import { installPackage, newPlugin } from './packageCommands';
import { addUser, clearBrowserCache, listUsers, removeUser, resetPassword, setApps } from './userCommands';

/** Every command of the operators' tool, in the order --help lists them. */
export const COMMANDS: readonly Command[] = [
  createAdmin,
  createAccount,
  setAccount,
  addUser,
  listUsers,
  removeUser,
  setApps,
  resetPassword,
  sendResetEmail,
  clearBrowserCache,
  addAnnouncement,
  listAnnouncements,
  removeAnnouncement,
  listPackages,
];

/** The commands on files only, listed after the others: they open no database. */
export const FILE_COMMANDS: readonly FileCommand[] = [newPlugin, installPackage];
