package org.peregrine.rmi.idl;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.stream.Stream;

/**
 * The constants of a remote interface (§1.3.4.2) or a value type (§1.3.5.5): each static final
 * field of a primitive type or {@code String} is an IDL {@code const} of the primitive's IDL type
 * (§1.3.3) or {@code wstring}, with the value the field holds. Stateless.
 */
final class IdlConstants {

    private IdlConstants() {
    }

    /**
     * The {@code const} declarations of those of {@code fields} that are constants.
     *
     * @throws IllegalArgumentException for a value IDL has no literal for: NaN, an infinity, a
     *     null String
     */
    static List<String> of(Stream<Field> fields) {
        return fields.filter(IdlConstants::isConstant).map(IdlConstants::declaration).toList();
    }

    private static boolean isConstant(Field field) {
        int modifiers = field.getModifiers();
        Class<?> type = field.getType();
        return Modifier.isStatic(modifiers) && Modifier.isFinal(modifiers)
                && (type.isPrimitive() || type == String.class);
    }

    private static String declaration(Field field) {
        Class<?> type = field.getType();
        String idlType = type == String.class ? "wstring" : IdlTypes.basicType(type);
        return "const " + idlType + " " + IdlIdentifiers.operation(field.getName()) + " = "
                + literal(field, value(field)) + ";";
    }

    private static Object value(Field field) {
        field.trySetAccessible(); // an interface that is not public still has public constants
        try {
            return field.get(null);
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException("cannot read the constant " + field, e);
        }
    }

    /**
     * The IDL literal of {@code value}: {@code TRUE}, an octet as its unsigned value, a wide
     * character or string literal with {@code \\u} escapes beyond printable ASCII, a number as
     * Java writes it ({@code 1.0E-5} is IDL too).
     */
    private static String literal(Field field, Object value) {
        if (value instanceof Boolean bool) {
            return bool ? "TRUE" : "FALSE";
        }
        if (value instanceof Byte octet) {
            return String.valueOf(Byte.toUnsignedInt(octet));
        }
        if (value instanceof Character character) {
            return "L'" + escape(String.valueOf(character), '\'') + "'";
        }
        if (value instanceof String string) {
            return "L\"" + escape(string, '"') + "\"";
        }
        if (value == null || value instanceof Double number && !Double.isFinite(number)
                || value instanceof Float single && !Float.isFinite(single)) {
            throw new IllegalArgumentException("the constant " + field + " is " + value
                    + ", which has no IDL literal");
        }
        return value.toString();
    }

    private static String escape(String text, char quote) {
        StringBuilder escaped = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            if (c == '\\' || c == quote) {
                escaped.append('\\').append(c);
            } else if (c >= ' ' && c <= '~') {
                escaped.append(c);
            } else {
                escaped.append(String.format("\\u%04x", (int) c));
            }
        }
        return escaped.toString();
    }
}
