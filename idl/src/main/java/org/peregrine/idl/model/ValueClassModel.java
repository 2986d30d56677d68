package org.peregrine.idl.model;

import java.util.Objects;

/**
 * One value type declared in the compiled file, whose abstract class the standard mapping may
 * have generated (not for an abstract value type or a forward declaration alone).
 *
 * <p>Immutable.
 *
 * @param javaPackage the Java package of the value's class, empty for the unnamed package
 * @param name the class's Java simple name (its file is {@code name + ".java"})
 */
public record ValueClassModel(String javaPackage, String name) {

    public ValueClassModel {
        Objects.requireNonNull(javaPackage, "javaPackage");
        Objects.requireNonNull(name, "name");
    }
}
