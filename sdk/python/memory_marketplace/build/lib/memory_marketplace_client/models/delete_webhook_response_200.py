from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.delete_webhook_response_200_object import DeleteWebhookResponse200Object

T = TypeVar("T", bound="DeleteWebhookResponse200")


@_attrs_define
class DeleteWebhookResponse200:
    """
    Attributes:
        id (str):
        object_ (DeleteWebhookResponse200Object):
        deleted (bool):
    """

    id: str
    object_: DeleteWebhookResponse200Object
    deleted: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_.value

        deleted = self.deleted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "deleted": deleted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = DeleteWebhookResponse200Object(d.pop("object"))

        deleted = d.pop("deleted")

        delete_webhook_response_200 = cls(
            id=id,
            object_=object_,
            deleted=deleted,
        )

        delete_webhook_response_200.additional_properties = d
        return delete_webhook_response_200

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
