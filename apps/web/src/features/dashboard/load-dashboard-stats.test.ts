import { describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError } from '../../app/api-client';
import { getWebsiteDashboardStatsOperation } from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
import { loadDashboardStats } from './load-dashboard-stats';

const stats = {
  user_id: 'u',
  user_name: 'ada',
  user_email: 'ada@example.com',
  first_name: 'Ada',
  total_credits: 25,
  credits_used: 0,
  current_plan: 'Free Pack',
  plan_features: { active_features: [], inactive_features: [] },
};

const apiWith = (get: Mock<() => Promise<unknown>>) =>
  createFakeApiClient().on(getWebsiteDashboardStatsOperation, get);

describe('loadDashboardStats', () => {
  it('retries once automatically and succeeds on the second try', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('internal', 'x', 500))
      .mockResolvedValue(stats);
    await expect(loadDashboardStats(apiWith(get), true)).resolves.toEqual({ ok: true, stats });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('gives up after the one retry with the server message or the fallback text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const serverMessage = 'Something went wrong on our side. Please try again later.';
    const get = vi.fn().mockRejectedValue(new ApiError('internal', serverMessage, 500));
    await expect(loadDashboardStats(apiWith(get), true)).resolves.toEqual({
      ok: false,
      message: serverMessage,
    });
    expect(get).toHaveBeenCalledTimes(2);

    const notFound = vi
      .fn()
      .mockRejectedValue(new ApiError('not_found', 'No account exists for this sign-in yet.', 404));
    await expect(loadDashboardStats(apiWith(notFound), true)).resolves.toMatchObject({
      message: 'No account exists for this sign-in yet.',
    });

    // An answer without the server's error body (a proxy's 502 page) has no message to show.
    const proxy = vi
      .fn()
      .mockRejectedValue(new ApiError('invalid_response', 'Unexpected HTTP 502.', 502));
    await expect(loadDashboardStats(apiWith(proxy), true)).resolves.toMatchObject({
      message: 'Failed to fetch website dashboard stats',
    });

    const unreachable = vi.fn().mockRejectedValue(new ApiError('network_error', 'x', 0));
    await expect(loadDashboardStats(apiWith(unreachable), true)).resolves.toMatchObject({
      message:
        'Backend server is not accessible. Please ensure the server is running at http://localhost:3000.',
    });
    vi.restoreAllMocks();
  });

  it('says the user is not authenticated without a token, without calling', async () => {
    const get = vi.fn();
    await expect(loadDashboardStats(apiWith(get), false)).resolves.toEqual({
      ok: false,
      message: 'User not authenticated',
    });
    expect(get).not.toHaveBeenCalled();
  });
});
