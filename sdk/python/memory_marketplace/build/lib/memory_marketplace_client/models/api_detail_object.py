from enum import StrEnum


class ApiDetailObject(StrEnum):
    API = "api"

    def __str__(self) -> str:
        return str(self.value)
