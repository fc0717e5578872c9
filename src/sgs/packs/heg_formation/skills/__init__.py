"""The 君临天下·阵 (formation) generals' skills."""
