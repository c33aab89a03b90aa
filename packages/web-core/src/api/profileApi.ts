import type {
  Profile,
  Settings,
  UpdateProfileRequest,
  UpdateSettingsRequest,
  UploadProfileImageResponse,
} from '@ssc/contracts';
import { api } from './api';

export const profileApi = {
  get: () => api.get<Profile>('/api/profile'),
  update: (body: UpdateProfileRequest) => api.put<Profile>('/api/profile', body),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return api.upload<UploadProfileImageResponse>('/api/upload/profile-image', form);
  },
  getSettings: () => api.get<Settings>('/api/profile/settings'),
  updateSettings: (body: UpdateSettingsRequest) => api.put<Settings>('/api/profile/settings', body),
  exportData: () => api.get<unknown>('/api/profile/export'),
};
