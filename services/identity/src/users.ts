import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { JsonFile, readJsonFile } from '@rewright/stand-in-kit/json-file';
import { hashPassword } from './passwords.js';

export const UserSchema = z.object({
  id: z.string(),
  /** Always lower case, like Keycloak; sign-in matches it case-insensitively. */
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  passwordHash: z.string(),
  createdAt: z.number(),
});
export type User = z.infer<typeof UserSchema>;

export interface NewUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  password: string;
}

export const demoUser = {
  username: 'demo',
  email: 'demo@rewright.dev',
  password: 'rewright-demo',
  firstName: 'Demo',
  lastName: 'User',
  emailVerified: true,
} satisfies NewUser;

/** Users of the realm, kept in `users.json`. */
export class UserStore {
  private constructor(
    private readonly file: JsonFile<User[]>,
    private readonly users: User[],
  ) {}

  static async open(dataDir: string): Promise<UserStore> {
    const path = join(dataDir, 'users.json');
    return new UserStore(new JsonFile(path), await readJsonFile(path, z.array(UserSchema), []));
  }

  findById(id: string): User | undefined {
    return this.users.find((user) => user.id === id);
  }

  findByUsername(username: string): User | undefined {
    const wanted = username.trim().toLowerCase();
    return this.users.find((user) => user.username === wanted);
  }

  findByEmail(email: string): User | undefined {
    const wanted = email.trim().toLowerCase();
    return this.users.find((user) => user.email.toLowerCase() === wanted);
  }

  /** The realm allows login with email, so the one field accepts either. */
  findByLogin(usernameOrEmail: string): User | undefined {
    return this.findByUsername(usernameOrEmail) ?? this.findByEmail(usernameOrEmail);
  }

  async create(input: NewUser, now: Date): Promise<User> {
    const user: User = {
      id: randomUUID(),
      username: input.username.trim().toLowerCase(),
      email: input.email.trim(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      emailVerified: input.emailVerified,
      passwordHash: await hashPassword(input.password),
      createdAt: now.getTime(),
    };
    this.users.push(user);
    await this.file.save(this.users);
    return user;
  }

  async setPassword(id: string, password: string): Promise<void> {
    const user = this.findById(id);
    if (!user) throw new Error(`No user ${id}`);
    user.passwordHash = await hashPassword(password);
    await this.file.save(this.users);
  }

  /** Creates the demo account when no user has its username (never overwrites a changed password). */
  async seedDemoUser(now: Date): Promise<void> {
    if (!this.findByUsername(demoUser.username)) await this.create(demoUser, now);
  }
}
