import type {
  Profile,
  Settings,
  UpdateProfileRequest,
  UpdateSettingsRequest,
  UploadProfileImageResponse,
} from '@ssc/contracts';
import { PROFILE_URL, SETTINGS_URL } from '../early/firstReads';
import { api } from './api';

export const profileApi = {
  get: () => api.get<Profile>(PROFILE_URL),
  update: (body: UpdateProfileRequest) => api.put<Profile>(PROFILE_URL, body),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return api.upload<UploadProfileImageResponse>('/api/upload/profile-image', form);
  },
  getSettings: () => api.get<Settings>(SETTINGS_URL),
  updateSettings: (body: UpdateSettingsRequest) => api.put<Settings>(SETTINGS_URL, body),
  exportData: () => api.get<unknown>('/api/profile/export'),
};
