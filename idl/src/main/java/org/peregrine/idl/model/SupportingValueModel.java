package org.peregrine.idl.model;

import java.util.Objects;

/**
 * One value type that supports a concrete (not abstract) IDL interface, {@code valuetype V
 * supports I}, whose class the standard mapping generated in the compiled file.
 *
 * <p>Immutable.
 *
 * @param javaPackage the Java package of {@code V}, empty for the unnamed package
 * @param name {@code V}'s Java simple name (its file is {@code name + ".java"})
 * @param interfaceType the fully qualified Java name of {@code I}, as the standard mapping
 *     writes it in {@code V}'s {@code implements} clause (with the {@code Operations} suffix)
 */
public record SupportingValueModel(String javaPackage, String name, String interfaceType) {

    public SupportingValueModel {
        Objects.requireNonNull(javaPackage, "javaPackage");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(interfaceType, "interfaceType");
    }
}
