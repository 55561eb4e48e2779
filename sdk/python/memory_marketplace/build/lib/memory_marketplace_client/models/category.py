from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.category_object import CategoryObject

T = TypeVar("T", bound="Category")


@_attrs_define
class Category:
    """
    Attributes:
        id (str):
        object_ (CategoryObject):
        slug (str):
        name (str):
        description (str):
        icon (str):
        api_count (int):
    """

    id: str
    object_: CategoryObject
    slug: str
    name: str
    description: str
    icon: str
    api_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_.value

        slug = self.slug

        name = self.name

        description = self.description

        icon = self.icon

        api_count = self.api_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "slug": slug,
                "name": name,
                "description": description,
                "icon": icon,
                "api_count": api_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = CategoryObject(d.pop("object"))

        slug = d.pop("slug")

        name = d.pop("name")

        description = d.pop("description")

        icon = d.pop("icon")

        api_count = d.pop("api_count")

        category = cls(
            id=id,
            object_=object_,
            slug=slug,
            name=name,
            description=description,
            icon=icon,
            api_count=api_count,
        )

        category.additional_properties = d
        return category

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
