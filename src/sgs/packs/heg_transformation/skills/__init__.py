"""The 君临天下·变 (transformation) generals' skills."""
