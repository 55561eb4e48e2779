from enum import StrEnum


class InvoiceObject(StrEnum):
    INVOICE = "invoice"

    def __str__(self) -> str:
        return str(self.value)
